programa {
  const inteiro PRIMOS[] = {2, 3, 5, 7}

  funcao inicio() {
    inteiro a = 1, v[3], m[2][2]
    v[2] = a + PRIMOS[3]
    m[1][1] = v[2] * 2;
    escreva(v[0], " ", v[2], " ", m[1][1], "\n");
    ;
    caracter nl = '\n', tab = '\t'
    escreva("a", nl, "b", tab, "c", nl)
    real x = 1.5, y, z = x * 2
    escreva(x, " ", y, " ", z, "\n")
    cadeia s = "abc", t
    escreva(s, "[", t, "]\n")
  }
}
