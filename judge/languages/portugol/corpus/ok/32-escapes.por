programa {
  funcao inicio() {
    escreva("nome\tidade\n")
    escreva("Ana\t12\n")
    escreva("Ela disse \"oi\".\n")
    escreva("C:\\pasta\\arquivo.txt\n")
    caracter aspa = '\''
    caracter barra = '\\'
    escreva(aspa, barra, aspa, "\n")
    escreva("linha 1\nlinha 2\n")
    escreva("it's ok\n")
  }
}
