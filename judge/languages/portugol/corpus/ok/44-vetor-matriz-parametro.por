programa {
  funcao dobrar(inteiro v[], inteiro n) {
    para (inteiro i = 0; i < n; i++) {
      v[i] = v[i] * 2
    }
  }

  funcao real somaMatriz(real m[][], inteiro linhas, inteiro colunas) {
    real soma = 0
    para (inteiro i = 0; i < linhas; i++) {
      para (inteiro j = 0; j < colunas; j++) {
        soma += m[i][j]
      }
    }
    retorne soma
  }

  funcao preencher(cadeia nomes[]) {
    nomes[0] = "Ana"
    nomes[1] = "Bruno"
  }

  funcao inicio() {
    inteiro v[4] = {1, 2, 3}
    dobrar(v, 4)
    escreva(v[0], " ", v[1], " ", v[2], " ", v[3], "\n")
    real m[2][3] = {{0.5, 1.5, 2}, {3, 4, 5.25}}
    escreva(somaMatriz(m, 2, 3), "\n")
    cadeia nomes[3]
    preencher(nomes)
    escreva(nomes[0], ", ", nomes[1], ", [", nomes[2], "]\n")
  }
}
